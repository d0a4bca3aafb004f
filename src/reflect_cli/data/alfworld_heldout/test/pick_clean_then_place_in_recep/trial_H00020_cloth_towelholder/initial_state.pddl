(define (problem plan_trial_H00020_cloth_towelholder)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  ClothType - otype
  SoapBarType - otype
  TissueBoxType - otype
  ToiletPaperType - otype
  TowelType - otype
  CounterTopType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  TowelHolderType - rtype
  Cloth_bar__minus_01_dot_97_bar__plus_02_dot_40_bar__plus_01_dot_29 - object
  TissueBox_bar__minus_01_dot_64_bar__plus_00_dot_35_bar__plus_01_dot_31 - object
  SoapBar_bar__minus_01_dot_75_bar__minus_00_dot_12_bar__minus_01_dot_71 - object
  Towel_bar__minus_01_dot_03_bar__minus_00_dot_07_bar__minus_02_dot_26 - object
  Candle_bar__plus_01_dot_12_bar__plus_01_dot_02_bar__plus_02_dot_21 - object
  ToiletPaper_bar__minus_01_dot_96_bar__plus_00_dot_41_bar__plus_02_dot_11 - object
  GarbageCan_bar__minus_01_dot_75_bar__plus_01_dot_45_bar__plus_01_dot_68 - receptacle
  Shelf_bar__plus_01_dot_67_bar__minus_00_dot_14_bar__plus_02_dot_50 - receptacle
  Drawer_bar__plus_01_dot_59_bar__plus_01_dot_96_bar__plus_01_dot_54 - receptacle
  Sink_bar__plus_00_dot_52_bar__minus_00_dot_95_bar__plus_01_dot_88_bar_SinkBasin - receptacle
  CounterTop_bar__minus_02_dot_04_bar__plus_00_dot_09_bar__plus_00_dot_47 - receptacle
  TowelHolder_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_03 - receptacle
  loc_bar_0_bar_2_bar_0_bar_60 - location
  loc_bar_3_bar_6_bar_0_bar_0 - location
  loc_bar_4_bar_1_bar_2_bar_30 - location
  loc_bar_5_bar__minus_6_bar_1_bar_60 - location
  loc_bar__minus_2_bar__minus_6_bar_2_bar_30 - location
  loc_bar__minus_8_bar__minus_3_bar_0_bar_45 - location
  loc_bar__minus_8_bar__minus_3_bar_2_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_3_bar_6_bar_0_bar_0)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType TissueBoxType)
  (canContain CounterTopType ToiletPaperType)
  (canContain CounterTopType TowelType)
  (canContain DrawerType CandleType)
  (canContain DrawerType ClothType)
  (canContain DrawerType SoapBarType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType ToiletPaperType)
  (canContain DrawerType TowelType)
  (canContain GarbageCanType CandleType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType TissueBoxType)
  (canContain GarbageCanType ToiletPaperType)
  (canContain ShelfType CandleType)
  (canContain ShelfType ClothType)
  (canContain ShelfType SoapBarType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType ToiletPaperType)
  (canContain ShelfType TowelType)
  (canContain SinkBasinType CandleType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType TissueBoxType)
  (canContain SinkBasinType ToiletPaperType)
  (canContain SinkBasinType TowelType)
  (canContain TowelHolderType ClothType)
  (canContain TowelHolderType TowelType)
  (receptacleType GarbageCan_bar__minus_01_dot_75_bar__plus_01_dot_45_bar__plus_01_dot_68 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_01_dot_75_bar__plus_01_dot_45_bar__plus_01_dot_68 loc_bar__minus_2_bar__minus_6_bar_2_bar_30)
  (receptacleType Shelf_bar__plus_01_dot_67_bar__minus_00_dot_14_bar__plus_02_dot_50 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_67_bar__minus_00_dot_14_bar__plus_02_dot_50 loc_bar_4_bar_1_bar_2_bar_30)
  (receptacleType Drawer_bar__plus_01_dot_59_bar__plus_01_dot_96_bar__plus_01_dot_54 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_01_dot_59_bar__plus_01_dot_96_bar__plus_01_dot_54 loc_bar_5_bar__minus_6_bar_1_bar_60)
  (openable Drawer_bar__plus_01_dot_59_bar__plus_01_dot_96_bar__plus_01_dot_54)
  (receptacleType Sink_bar__plus_00_dot_52_bar__minus_00_dot_95_bar__plus_01_dot_88_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_00_dot_52_bar__minus_00_dot_95_bar__plus_01_dot_88_bar_SinkBasin loc_bar__minus_8_bar__minus_3_bar_0_bar_45)
  (receptacleType CounterTop_bar__minus_02_dot_04_bar__plus_00_dot_09_bar__plus_00_dot_47 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_02_dot_04_bar__plus_00_dot_09_bar__plus_00_dot_47 loc_bar__minus_8_bar__minus_3_bar_2_bar_45)
  (receptacleType TowelHolder_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_03 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_03 loc_bar_0_bar_2_bar_0_bar_60)
  (objectType Cloth_bar__minus_01_dot_97_bar__plus_02_dot_40_bar__plus_01_dot_29 ClothType)
  (inReceptacle Cloth_bar__minus_01_dot_97_bar__plus_02_dot_40_bar__plus_01_dot_29 GarbageCan_bar__minus_01_dot_75_bar__plus_01_dot_45_bar__plus_01_dot_68)
  (objectAtLocation Cloth_bar__minus_01_dot_97_bar__plus_02_dot_40_bar__plus_01_dot_29 loc_bar__minus_2_bar__minus_6_bar_2_bar_30)
  (pickupable Cloth_bar__minus_01_dot_97_bar__plus_02_dot_40_bar__plus_01_dot_29)
  (cleanable Cloth_bar__minus_01_dot_97_bar__plus_02_dot_40_bar__plus_01_dot_29)
  (objectType TissueBox_bar__minus_01_dot_64_bar__plus_00_dot_35_bar__plus_01_dot_31 TissueBoxType)
  (inReceptacle TissueBox_bar__minus_01_dot_64_bar__plus_00_dot_35_bar__plus_01_dot_31 GarbageCan_bar__minus_01_dot_75_bar__plus_01_dot_45_bar__plus_01_dot_68)
  (objectAtLocation TissueBox_bar__minus_01_dot_64_bar__plus_00_dot_35_bar__plus_01_dot_31 loc_bar__minus_2_bar__minus_6_bar_2_bar_30)
  (pickupable TissueBox_bar__minus_01_dot_64_bar__plus_00_dot_35_bar__plus_01_dot_31)
  (objectType SoapBar_bar__minus_01_dot_75_bar__minus_00_dot_12_bar__minus_01_dot_71 SoapBarType)
  (inReceptacle SoapBar_bar__minus_01_dot_75_bar__minus_00_dot_12_bar__minus_01_dot_71 Sink_bar__plus_00_dot_52_bar__minus_00_dot_95_bar__plus_01_dot_88_bar_SinkBasin)
  (objectAtLocation SoapBar_bar__minus_01_dot_75_bar__minus_00_dot_12_bar__minus_01_dot_71 loc_bar__minus_8_bar__minus_3_bar_0_bar_45)
  (pickupable SoapBar_bar__minus_01_dot_75_bar__minus_00_dot_12_bar__minus_01_dot_71)
  (cleanable SoapBar_bar__minus_01_dot_75_bar__minus_00_dot_12_bar__minus_01_dot_71)
  (objectType Towel_bar__minus_01_dot_03_bar__minus_00_dot_07_bar__minus_02_dot_26 TowelType)
  (inReceptacle Towel_bar__minus_01_dot_03_bar__minus_00_dot_07_bar__minus_02_dot_26 TowelHolder_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_03)
  (objectAtLocation Towel_bar__minus_01_dot_03_bar__minus_00_dot_07_bar__minus_02_dot_26 loc_bar_0_bar_2_bar_0_bar_60)
  (pickupable Towel_bar__minus_01_dot_03_bar__minus_00_dot_07_bar__minus_02_dot_26)
  (objectType Candle_bar__plus_01_dot_12_bar__plus_01_dot_02_bar__plus_02_dot_21 CandleType)
  (inReceptacle Candle_bar__plus_01_dot_12_bar__plus_01_dot_02_bar__plus_02_dot_21 GarbageCan_bar__minus_01_dot_75_bar__plus_01_dot_45_bar__plus_01_dot_68)
  (objectAtLocation Candle_bar__plus_01_dot_12_bar__plus_01_dot_02_bar__plus_02_dot_21 loc_bar__minus_2_bar__minus_6_bar_2_bar_30)
  (pickupable Candle_bar__plus_01_dot_12_bar__plus_01_dot_02_bar__plus_02_dot_21)
  (objectType ToiletPaper_bar__minus_01_dot_96_bar__plus_00_dot_41_bar__plus_02_dot_11 ToiletPaperType)
  (inReceptacle ToiletPaper_bar__minus_01_dot_96_bar__plus_00_dot_41_bar__plus_02_dot_11 Shelf_bar__plus_01_dot_67_bar__minus_00_dot_14_bar__plus_02_dot_50)
  (objectAtLocation ToiletPaper_bar__minus_01_dot_96_bar__plus_00_dot_41_bar__plus_02_dot_11 loc_bar_4_bar_1_bar_2_bar_30)
  (pickupable ToiletPaper_bar__minus_01_dot_96_bar__plus_00_dot_41_bar__plus_02_dot_11)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o ClothType)
                    (receptacleType ?r TowelHolderType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
