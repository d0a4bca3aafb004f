(define (problem plan_trial_H00019_cloth_garbagecan)
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
  ShelfType - rtype
  SinkBasinType - rtype
  Cloth_bar__minus_00_dot_72_bar__plus_01_dot_10_bar__minus_02_dot_14 - object
  ToiletPaper_bar__plus_02_dot_28_bar__minus_01_dot_31_bar__plus_00_dot_85 - object
  TissueBox_bar__minus_01_dot_55_bar__minus_01_dot_80_bar__minus_00_dot_02 - object
  Towel_bar__plus_01_dot_86_bar__minus_02_dot_16_bar__minus_01_dot_58 - object
  SoapBar_bar__plus_01_dot_40_bar__minus_00_dot_34_bar__minus_02_dot_16 - object
  SprayBottle_bar__minus_00_dot_15_bar__plus_00_dot_41_bar__plus_01_dot_34 - object
  Sink_bar__plus_02_dot_16_bar__plus_00_dot_50_bar__minus_01_dot_89_bar_SinkBasin - receptacle
  GarbageCan_bar__minus_00_dot_09_bar__plus_00_dot_61_bar__minus_02_dot_20 - receptacle
  Cabinet_bar__plus_00_dot_07_bar__minus_00_dot_19_bar__minus_02_dot_16 - receptacle
  Shelf_bar__plus_02_dot_06_bar__plus_02_dot_21_bar__plus_02_dot_45 - receptacle
  Drawer_bar__plus_00_dot_37_bar__minus_02_dot_45_bar__minus_01_dot_51 - receptacle
  CounterTop_bar__plus_01_dot_37_bar__plus_01_dot_84_bar__minus_01_dot_76 - receptacle
  loc_bar_3_bar_2_bar_1_bar_15 - location
  loc_bar_4_bar__minus_8_bar_2_bar_0 - location
  loc_bar_6_bar_4_bar_0_bar_30 - location
  loc_bar__minus_1_bar__minus_1_bar_2_bar_45 - location
  loc_bar__minus_2_bar__minus_4_bar_1_bar_15 - location
  loc_bar__minus_4_bar__minus_5_bar_1_bar_45 - location
  loc_bar__minus_6_bar_3_bar_3_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_2_bar__minus_4_bar_1_bar_15)
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
  (canContain ShelfType ClothType)
  (canContain ShelfType SoapBarType)
  (canContain ShelfType SprayBottleType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType ToiletPaperType)
  (canContain ShelfType TowelType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SprayBottleType)
  (canContain SinkBasinType TissueBoxType)
  (canContain SinkBasinType ToiletPaperType)
  (canContain SinkBasinType TowelType)
  (receptacleType Sink_bar__plus_02_dot_16_bar__plus_00_dot_50_bar__minus_01_dot_89_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_02_dot_16_bar__plus_00_dot_50_bar__minus_01_dot_89_bar_SinkBasin loc_bar__minus_1_bar__minus_1_bar_2_bar_45)
  (receptacleType GarbageCan_bar__minus_00_dot_09_bar__plus_00_dot_61_bar__minus_02_dot_20 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_00_dot_09_bar__plus_00_dot_61_bar__minus_02_dot_20 loc_bar_6_bar_4_bar_0_bar_30)
  (receptacleType Cabinet_bar__plus_00_dot_07_bar__minus_00_dot_19_bar__minus_02_dot_16 CabinetType)
  (receptacleAtLocation Cabinet_bar__plus_00_dot_07_bar__minus_00_dot_19_bar__minus_02_dot_16 loc_bar_4_bar__minus_8_bar_2_bar_0)
  (openable Cabinet_bar__plus_00_dot_07_bar__minus_00_dot_19_bar__minus_02_dot_16)
  (receptacleType Shelf_bar__plus_02_dot_06_bar__plus_02_dot_21_bar__plus_02_dot_45 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_02_dot_06_bar__plus_02_dot_21_bar__plus_02_dot_45 loc_bar_3_bar_2_bar_1_bar_15)
  (receptacleType Drawer_bar__plus_00_dot_37_bar__minus_02_dot_45_bar__minus_01_dot_51 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_00_dot_37_bar__minus_02_dot_45_bar__minus_01_dot_51 loc_bar__minus_4_bar__minus_5_bar_1_bar_45)
  (openable Drawer_bar__plus_00_dot_37_bar__minus_02_dot_45_bar__minus_01_dot_51)
  (receptacleType CounterTop_bar__plus_01_dot_37_bar__plus_01_dot_84_bar__minus_01_dot_76 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_37_bar__plus_01_dot_84_bar__minus_01_dot_76 loc_bar__minus_6_bar_3_bar_3_bar_60)
  (objectType Cloth_bar__minus_00_dot_72_bar__plus_01_dot_10_bar__minus_02_dot_14 ClothType)
  (inReceptacle Cloth_bar__minus_00_dot_72_bar__plus_01_dot_10_bar__minus_02_dot_14 CounterTop_bar__plus_01_dot_37_bar__plus_01_dot_84_bar__minus_01_dot_76)
  (objectAtLocation Cloth_bar__minus_00_dot_72_bar__plus_01_dot_10_bar__minus_02_dot_14 loc_bar__minus_6_bar_3_bar_3_bar_60)
  (pickupable Cloth_bar__minus_00_dot_72_bar__plus_01_dot_10_bar__minus_02_dot_14)
  (cleanable Cloth_bar__minus_00_dot_72_bar__plus_01_dot_10_bar__minus_02_dot_14)
  (objectType ToiletPaper_bar__plus_02_dot_28_bar__minus_01_dot_31_bar__plus_00_dot_85 ToiletPaperType)
  (inReceptacle ToiletPaper_bar__plus_02_dot_28_bar__minus_01_dot_31_bar__plus_00_dot_85 GarbageCan_bar__minus_00_dot_09_bar__plus_00_dot_61_bar__minus_02_dot_20)
  (objectAtLocation ToiletPaper_bar__plus_02_dot_28_bar__minus_01_dot_31_bar__plus_00_dot_85 loc_bar_6_bar_4_bar_0_bar_30)
  (pickupable ToiletPaper_bar__plus_02_dot_28_bar__minus_01_dot_31_bar__plus_00_dot_85)
  (objectType TissueBox_bar__minus_01_dot_55_bar__minus_01_dot_80_bar__minus_00_dot_02 TissueBoxType)
  (inReceptacle TissueBox_bar__minus_01_dot_55_bar__minus_01_dot_80_bar__minus_00_dot_02 Drawer_bar__plus_00_dot_37_bar__minus_02_dot_45_bar__minus_01_dot_51)
  (objectAtLocation TissueBox_bar__minus_01_dot_55_bar__minus_01_dot_80_bar__minus_00_dot_02 loc_bar__minus_4_bar__minus_5_bar_1_bar_45)
  (pickupable TissueBox_bar__minus_01_dot_55_bar__minus_01_dot_80_bar__minus_00_dot_02)
  (objectType Towel_bar__plus_01_dot_86_bar__minus_02_dot_16_bar__minus_01_dot_58 TowelType)
  (inReceptacle Towel_bar__plus_01_dot_86_bar__minus_02_dot_16_bar__minus_01_dot_58 CounterTop_bar__plus_01_dot_37_bar__plus_01_dot_84_bar__minus_01_dot_76)
  (objectAtLocation Towel_bar__plus_01_dot_86_bar__minus_02_dot_16_bar__minus_01_dot_58 loc_bar__minus_6_bar_3_bar_3_bar_60)
  (pickupable Towel_bar__plus_01_dot_86_bar__minus_02_dot_16_bar__minus_01_dot_58)
  (objectType SoapBar_bar__plus_01_dot_40_bar__minus_00_dot_34_bar__minus_02_dot_16 SoapBarType)
  (inReceptacle SoapBar_bar__plus_01_dot_40_bar__minus_00_dot_34_bar__minus_02_dot_16 GarbageCan_bar__minus_00_dot_09_bar__plus_00_dot_61_bar__minus_02_dot_20)
  (objectAtLocation SoapBar_bar__plus_01_dot_40_bar__minus_00_dot_34_bar__minus_02_dot_16 loc_bar_6_bar_4_bar_0_bar_30)
  (pickupable SoapBar_bar__plus_01_dot_40_bar__minus_00_dot_34_bar__minus_02_dot_16)
  (cleanable SoapBar_bar__plus_01_dot_40_bar__minus_00_dot_34_bar__minus_02_dot_16)
  (objectType SprayBottle_bar__minus_00_dot_15_bar__plus_00_dot_41_bar__plus_01_dot_34 SprayBottleType)
  (inReceptacle SprayBottle_bar__minus_00_dot_15_bar__plus_00_dot_41_bar__plus_01_dot_34 Drawer_bar__plus_00_dot_37_bar__minus_02_dot_45_bar__minus_01_dot_51)
  (objectAtLocation SprayBottle_bar__minus_00_dot_15_bar__plus_00_dot_41_bar__plus_01_dot_34 loc_bar__minus_4_bar__minus_5_bar_1_bar_45)
  (pickupable SprayBottle_bar__minus_00_dot_15_bar__plus_00_dot_41_bar__plus_01_dot_34)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o ClothType)
                    (receptacleType ?r GarbageCanType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
