(define (problem plan_trial_H00015_soapbar_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  ClothType - otype
  SoapBarType - otype
  SprayBottleType - otype
  TissueBoxType - otype
  ToiletPaperType - otype
  CabinetType - rtype
  CounterTopType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  TowelHolderType - rtype
  SoapBar_bar__plus_01_dot_92_bar__plus_01_dot_43_bar__plus_02_dot_35 - object
  ToiletPaper_bar__plus_00_dot_11_bar__minus_01_dot_93_bar__plus_01_dot_47 - object
  SprayBottle_bar__plus_02_dot_07_bar__plus_01_dot_78_bar__minus_00_dot_51 - object
  Cloth_bar__plus_00_dot_70_bar__plus_02_dot_35_bar__plus_00_dot_70 - object
  TissueBox_bar__plus_01_dot_13_bar__plus_01_dot_35_bar__plus_00_dot_80 - object
  TowelHolder_bar__minus_02_dot_20_bar__plus_00_dot_35_bar__plus_00_dot_05 - receptacle
  GarbageCan_bar__plus_00_dot_59_bar__minus_01_dot_46_bar__minus_01_dot_37 - receptacle
  Shelf_bar__minus_02_dot_31_bar__plus_01_dot_61_bar__plus_02_dot_21 - receptacle
  Cabinet_bar__minus_01_dot_78_bar__minus_01_dot_83_bar__minus_01_dot_83 - receptacle
  CounterTop_bar__plus_01_dot_08_bar__plus_01_dot_81_bar__plus_02_dot_16 - receptacle
  Sink_bar__minus_01_dot_77_bar__minus_02_dot_13_bar__plus_01_dot_87_bar_SinkBasin - receptacle
  loc_bar_5_bar_4_bar_3_bar_60 - location
  loc_bar_7_bar__minus_3_bar_1_bar_60 - location
  loc_bar_8_bar__minus_1_bar_3_bar_15 - location
  loc_bar__minus_3_bar_2_bar_0_bar_60 - location
  loc_bar__minus_3_bar__minus_3_bar_1_bar_45 - location
  loc_bar__minus_4_bar__minus_8_bar_3_bar_45 - location
  loc_bar__minus_8_bar__minus_7_bar_2_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_3_bar_2_bar_0_bar_60)
  (canContain CabinetType ClothType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SprayBottleType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType ToiletPaperType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType TissueBoxType)
  (canContain CounterTopType ToiletPaperType)
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
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SprayBottleType)
  (canContain SinkBasinType TissueBoxType)
  (canContain SinkBasinType ToiletPaperType)
  (canContain TowelHolderType ClothType)
  (receptacleType TowelHolder_bar__minus_02_dot_20_bar__plus_00_dot_35_bar__plus_00_dot_05 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__minus_02_dot_20_bar__plus_00_dot_35_bar__plus_00_dot_05 loc_bar_5_bar_4_bar_3_bar_60)
  (receptacleType GarbageCan_bar__plus_00_dot_59_bar__minus_01_dot_46_bar__minus_01_dot_37 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_00_dot_59_bar__minus_01_dot_46_bar__minus_01_dot_37 loc_bar_7_bar__minus_3_bar_1_bar_60)
  (receptacleType Shelf_bar__minus_02_dot_31_bar__plus_01_dot_61_bar__plus_02_dot_21 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_02_dot_31_bar__plus_01_dot_61_bar__plus_02_dot_21 loc_bar__minus_3_bar__minus_3_bar_1_bar_45)
  (receptacleType Cabinet_bar__minus_01_dot_78_bar__minus_01_dot_83_bar__minus_01_dot_83 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_01_dot_78_bar__minus_01_dot_83_bar__minus_01_dot_83 loc_bar__minus_8_bar__minus_7_bar_2_bar_45)
  (openable Cabinet_bar__minus_01_dot_78_bar__minus_01_dot_83_bar__minus_01_dot_83)
  (receptacleType CounterTop_bar__plus_01_dot_08_bar__plus_01_dot_81_bar__plus_02_dot_16 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_08_bar__plus_01_dot_81_bar__plus_02_dot_16 loc_bar__minus_4_bar__minus_8_bar_3_bar_45)
  (receptacleType Sink_bar__minus_01_dot_77_bar__minus_02_dot_13_bar__plus_01_dot_87_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_01_dot_77_bar__minus_02_dot_13_bar__plus_01_dot_87_bar_SinkBasin loc_bar_8_bar__minus_1_bar_3_bar_15)
  (objectType SoapBar_bar__plus_01_dot_92_bar__plus_01_dot_43_bar__plus_02_dot_35 SoapBarType)
  (inReceptacle SoapBar_bar__plus_01_dot_92_bar__plus_01_dot_43_bar__plus_02_dot_35 CounterTop_bar__plus_01_dot_08_bar__plus_01_dot_81_bar__plus_02_dot_16)
  (objectAtLocation SoapBar_bar__plus_01_dot_92_bar__plus_01_dot_43_bar__plus_02_dot_35 loc_bar__minus_4_bar__minus_8_bar_3_bar_45)
  (pickupable SoapBar_bar__plus_01_dot_92_bar__plus_01_dot_43_bar__plus_02_dot_35)
  (cleanable SoapBar_bar__plus_01_dot_92_bar__plus_01_dot_43_bar__plus_02_dot_35)
  (objectType ToiletPaper_bar__plus_00_dot_11_bar__minus_01_dot_93_bar__plus_01_dot_47 ToiletPaperType)
  (inReceptacle ToiletPaper_bar__plus_00_dot_11_bar__minus_01_dot_93_bar__plus_01_dot_47 Sink_bar__minus_01_dot_77_bar__minus_02_dot_13_bar__plus_01_dot_87_bar_SinkBasin)
  (objectAtLocation ToiletPaper_bar__plus_00_dot_11_bar__minus_01_dot_93_bar__plus_01_dot_47 loc_bar_8_bar__minus_1_bar_3_bar_15)
  (pickupable ToiletPaper_bar__plus_00_dot_11_bar__minus_01_dot_93_bar__plus_01_dot_47)
  (objectType SprayBottle_bar__plus_02_dot_07_bar__plus_01_dot_78_bar__minus_00_dot_51 SprayBottleType)
  (inReceptacle SprayBottle_bar__plus_02_dot_07_bar__plus_01_dot_78_bar__minus_00_dot_51 Cabinet_bar__minus_01_dot_78_bar__minus_01_dot_83_bar__minus_01_dot_83)
  (objectAtLocation SprayBottle_bar__plus_02_dot_07_bar__plus_01_dot_78_bar__minus_00_dot_51 loc_bar__minus_8_bar__minus_7_bar_2_bar_45)
  (pickupable SprayBottle_bar__plus_02_dot_07_bar__plus_01_dot_78_bar__minus_00_dot_51)
  (objectType Cloth_bar__plus_00_dot_70_bar__plus_02_dot_35_bar__plus_00_dot_70 ClothType)
  (inReceptacle Cloth_bar__plus_00_dot_70_bar__plus_02_dot_35_bar__plus_00_dot_70 Sink_bar__minus_01_dot_77_bar__minus_02_dot_13_bar__plus_01_dot_87_bar_SinkBasin)
  (objectAtLocation Cloth_bar__plus_00_dot_70_bar__plus_02_dot_35_bar__plus_00_dot_70 loc_bar_8_bar__minus_1_bar_3_bar_15)
  (pickupable Cloth_bar__plus_00_dot_70_bar__plus_02_dot_35_bar__plus_00_dot_70)
  (cleanable Cloth_bar__plus_00_dot_70_bar__plus_02_dot_35_bar__plus_00_dot_70)
  (objectType TissueBox_bar__plus_01_dot_13_bar__plus_01_dot_35_bar__plus_00_dot_80 TissueBoxType)
  (inReceptacle TissueBox_bar__plus_01_dot_13_bar__plus_01_dot_35_bar__plus_00_dot_80 Sink_bar__minus_01_dot_77_bar__minus_02_dot_13_bar__plus_01_dot_87_bar_SinkBasin)
  (objectAtLocation TissueBox_bar__plus_01_dot_13_bar__plus_01_dot_35_bar__plus_00_dot_80 loc_bar_8_bar__minus_1_bar_3_bar_15)
  (pickupable TissueBox_bar__plus_01_dot_13_bar__plus_01_dot_35_bar__plus_00_dot_80)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o SoapBarType)
                    (receptacleType ?r ShelfType)
                )
            )
        )
    )
)
)
