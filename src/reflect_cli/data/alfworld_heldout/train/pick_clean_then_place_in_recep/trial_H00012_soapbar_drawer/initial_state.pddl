(define (problem plan_trial_H00012_soapbar_drawer)
(:domain alfred)
(:objects
  agent1 - agent
  ClothType - otype
  SoapBarType - otype
  SprayBottleType - otype
  TissueBoxType - otype
  ToiletPaperType - otype
  TowelType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  SinkBasinType - rtype
  ToiletType - rtype
  TowelHolderType - rtype
  SoapBar_bar__plus_01_dot_51_bar__minus_02_dot_03_bar__plus_01_dot_39 - object
  Cloth_bar__plus_01_dot_54_bar__plus_00_dot_80_bar__plus_01_dot_00 - object
  ToiletPaper_bar__minus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_75 - object
  TissueBox_bar__plus_00_dot_66_bar__plus_00_dot_27_bar__plus_02_dot_05 - object
  Towel_bar__minus_01_dot_44_bar__minus_01_dot_73_bar__minus_00_dot_84 - object
  SprayBottle_bar__plus_00_dot_75_bar__minus_00_dot_67_bar__plus_00_dot_02 - object
  Sink_bar__minus_00_dot_69_bar__minus_00_dot_78_bar__minus_00_dot_16_bar_SinkBasin - receptacle
  CounterTop_bar__minus_01_dot_57_bar__plus_02_dot_38_bar__plus_01_dot_83 - receptacle
  Drawer_bar__minus_02_dot_00_bar__minus_00_dot_08_bar__plus_00_dot_33 - receptacle
  TowelHolder_bar__minus_01_dot_33_bar__minus_01_dot_06_bar__minus_02_dot_42 - receptacle
  Cabinet_bar__minus_00_dot_97_bar__minus_02_dot_25_bar__plus_00_dot_62 - receptacle
  GarbageCan_bar__minus_01_dot_46_bar__minus_02_dot_35_bar__plus_00_dot_28 - receptacle
  Toilet_bar__plus_01_dot_64_bar__plus_00_dot_42_bar__plus_02_dot_30 - receptacle
  loc_bar_4_bar_8_bar_3_bar_15 - location
  loc_bar_5_bar_6_bar_1_bar_60 - location
  loc_bar_7_bar_3_bar_0_bar_60 - location
  loc_bar_7_bar__minus_3_bar_0_bar_45 - location
  loc_bar__minus_5_bar__minus_4_bar_0_bar_15 - location
  loc_bar__minus_7_bar_1_bar_1_bar_45 - location
  loc_bar__minus_7_bar_6_bar_2_bar_0 - location
  loc_bar__minus_8_bar_0_bar_0_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_8_bar_0_bar_0_bar_45)
  (canContain CabinetType ClothType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SprayBottleType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType ToiletPaperType)
  (canContain CabinetType TowelType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType TissueBoxType)
  (canContain CounterTopType ToiletPaperType)
  (canContain CounterTopType TowelType)
  (canContain DrawerType ClothType)
  (canContain DrawerType SoapBarType)
  (canContain DrawerType SprayBottleType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType ToiletPaperType)
  (canContain DrawerType TowelType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType SprayBottleType)
  (canContain GarbageCanType TissueBoxType)
  (canContain GarbageCanType ToiletPaperType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SprayBottleType)
  (canContain SinkBasinType TissueBoxType)
  (canContain SinkBasinType ToiletPaperType)
  (canContain SinkBasinType TowelType)
  (canContain ToiletType ClothType)
  (canContain ToiletType SoapBarType)
  (canContain ToiletType SprayBottleType)
  (canContain ToiletType TissueBoxType)
  (canContain ToiletType ToiletPaperType)
  (canContain TowelHolderType ClothType)
  (canContain TowelHolderType TowelType)
  (receptacleType Sink_bar__minus_00_dot_69_bar__minus_00_dot_78_bar__minus_00_dot_16_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_69_bar__minus_00_dot_78_bar__minus_00_dot_16_bar_SinkBasin loc_bar_5_bar_6_bar_1_bar_60)
  (receptacleType CounterTop_bar__minus_01_dot_57_bar__plus_02_dot_38_bar__plus_01_dot_83 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_01_dot_57_bar__plus_02_dot_38_bar__plus_01_dot_83 loc_bar_7_bar_3_bar_0_bar_60)
  (receptacleType Drawer_bar__minus_02_dot_00_bar__minus_00_dot_08_bar__plus_00_dot_33 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_02_dot_00_bar__minus_00_dot_08_bar__plus_00_dot_33 loc_bar__minus_5_bar__minus_4_bar_0_bar_15)
  (openable Drawer_bar__minus_02_dot_00_bar__minus_00_dot_08_bar__plus_00_dot_33)
  (receptacleType TowelHolder_bar__minus_01_dot_33_bar__minus_01_dot_06_bar__minus_02_dot_42 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__minus_01_dot_33_bar__minus_01_dot_06_bar__minus_02_dot_42 loc_bar_4_bar_8_bar_3_bar_15)
  (receptacleType Cabinet_bar__minus_00_dot_97_bar__minus_02_dot_25_bar__plus_00_dot_62 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_00_dot_97_bar__minus_02_dot_25_bar__plus_00_dot_62 loc_bar__minus_7_bar_1_bar_1_bar_45)
  (openable Cabinet_bar__minus_00_dot_97_bar__minus_02_dot_25_bar__plus_00_dot_62)
  (receptacleType GarbageCan_bar__minus_01_dot_46_bar__minus_02_dot_35_bar__plus_00_dot_28 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_01_dot_46_bar__minus_02_dot_35_bar__plus_00_dot_28 loc_bar__minus_7_bar_6_bar_2_bar_0)
  (receptacleType Toilet_bar__plus_01_dot_64_bar__plus_00_dot_42_bar__plus_02_dot_30 ToiletType)
  (receptacleAtLocation Toilet_bar__plus_01_dot_64_bar__plus_00_dot_42_bar__plus_02_dot_30 loc_bar_7_bar__minus_3_bar_0_bar_45)
  (objectType SoapBar_bar__plus_01_dot_51_bar__minus_02_dot_03_bar__plus_01_dot_39 SoapBarType)
  (inReceptacle SoapBar_bar__plus_01_dot_51_bar__minus_02_dot_03_bar__plus_01_dot_39 CounterTop_bar__minus_01_dot_57_bar__plus_02_dot_38_bar__plus_01_dot_83)
  (objectAtLocation SoapBar_bar__plus_01_dot_51_bar__minus_02_dot_03_bar__plus_01_dot_39 loc_bar_7_bar_3_bar_0_bar_60)
  (pickupable SoapBar_bar__plus_01_dot_51_bar__minus_02_dot_03_bar__plus_01_dot_39)
  (cleanable SoapBar_bar__plus_01_dot_51_bar__minus_02_dot_03_bar__plus_01_dot_39)
  (objectType Cloth_bar__plus_01_dot_54_bar__plus_00_dot_80_bar__plus_01_dot_00 ClothType)
  (inReceptacle Cloth_bar__plus_01_dot_54_bar__plus_00_dot_80_bar__plus_01_dot_00 Toilet_bar__plus_01_dot_64_bar__plus_00_dot_42_bar__plus_02_dot_30)
  (objectAtLocation Cloth_bar__plus_01_dot_54_bar__plus_00_dot_80_bar__plus_01_dot_00 loc_bar_7_bar__minus_3_bar_0_bar_45)
  (pickupable Cloth_bar__plus_01_dot_54_bar__plus_00_dot_80_bar__plus_01_dot_00)
  (cleanable Cloth_bar__plus_01_dot_54_bar__plus_00_dot_80_bar__plus_01_dot_00)
  (objectType ToiletPaper_bar__minus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_75 ToiletPaperType)
  (inReceptacle ToiletPaper_bar__minus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_75 Cabinet_bar__minus_00_dot_97_bar__minus_02_dot_25_bar__plus_00_dot_62)
  (objectAtLocation ToiletPaper_bar__minus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_75 loc_bar__minus_7_bar_1_bar_1_bar_45)
  (pickupable ToiletPaper_bar__minus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_75)
  (objectType TissueBox_bar__plus_00_dot_66_bar__plus_00_dot_27_bar__plus_02_dot_05 TissueBoxType)
  (inReceptacle TissueBox_bar__plus_00_dot_66_bar__plus_00_dot_27_bar__plus_02_dot_05 CounterTop_bar__minus_01_dot_57_bar__plus_02_dot_38_bar__plus_01_dot_83)
  (objectAtLocation TissueBox_bar__plus_00_dot_66_bar__plus_00_dot_27_bar__plus_02_dot_05 loc_bar_7_bar_3_bar_0_bar_60)
  (pickupable TissueBox_bar__plus_00_dot_66_bar__plus_00_dot_27_bar__plus_02_dot_05)
  (objectType Towel_bar__minus_01_dot_44_bar__minus_01_dot_73_bar__minus_00_dot_84 TowelType)
  (inReceptacle Towel_bar__minus_01_dot_44_bar__minus_01_dot_73_bar__minus_00_dot_84 Drawer_bar__minus_02_dot_00_bar__minus_00_dot_08_bar__plus_00_dot_33)
  (objectAtLocation Towel_bar__minus_01_dot_44_bar__minus_01_dot_73_bar__minus_00_dot_84 loc_bar__minus_5_bar__minus_4_bar_0_bar_15)
  (pickupable Towel_bar__minus_01_dot_44_bar__minus_01_dot_73_bar__minus_00_dot_84)
  (objectType SprayBottle_bar__plus_00_dot_75_bar__minus_00_dot_67_bar__plus_00_dot_02 SprayBottleType)
  (inReceptacle SprayBottle_bar__plus_00_dot_75_bar__minus_00_dot_67_bar__plus_00_dot_02 Drawer_bar__minus_02_dot_00_bar__minus_00_dot_08_bar__plus_00_dot_33)
  (objectAtLocation SprayBottle_bar__plus_00_dot_75_bar__minus_00_dot_67_bar__plus_00_dot_02 loc_bar__minus_5_bar__minus_4_bar_0_bar_15)
  (pickupable SprayBottle_bar__plus_00_dot_75_bar__minus_00_dot_67_bar__plus_00_dot_02)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o SoapBarType)
                    (receptacleType ?r DrawerType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
