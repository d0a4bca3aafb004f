(define (problem plan_trial_H00005_cloth_drawer)
(:domain alfred)
(:objects
  agent1 - agent
  ClothType - otype
  SoapBarType - otype
  SoapBottleType - otype
  ToiletPaperType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  SinkBasinType - rtype
  Cloth_bar__plus_00_dot_28_bar__plus_02_dot_19_bar__plus_01_dot_79 - object
  ToiletPaper_bar__plus_00_dot_01_bar__plus_00_dot_51_bar__minus_01_dot_64 - object
  SoapBar_bar__minus_01_dot_84_bar__plus_00_dot_18_bar__minus_00_dot_66 - object
  SoapBottle_bar__plus_00_dot_69_bar__plus_00_dot_41_bar__plus_00_dot_84 - object
  GarbageCan_bar__plus_02_dot_09_bar__minus_00_dot_02_bar__minus_00_dot_79 - receptacle
  Sink_bar__minus_00_dot_75_bar__minus_00_dot_54_bar__minus_02_dot_20_bar_SinkBasin - receptacle
  CounterTop_bar__plus_02_dot_45_bar__plus_01_dot_15_bar__minus_02_dot_34 - receptacle
  Drawer_bar__minus_01_dot_20_bar__minus_00_dot_56_bar__minus_00_dot_29 - receptacle
  Cabinet_bar__plus_02_dot_19_bar__plus_02_dot_17_bar__minus_01_dot_61 - receptacle
  loc_bar_5_bar__minus_4_bar_1_bar_30 - location
  loc_bar__minus_1_bar_4_bar_1_bar_15 - location
  loc_bar__minus_2_bar__minus_8_bar_3_bar_30 - location
  loc_bar__minus_4_bar_7_bar_0_bar_60 - location
  loc_bar__minus_6_bar_0_bar_2_bar_45 - location
  loc_bar__minus_7_bar__minus_2_bar_0_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_1_bar_4_bar_1_bar_15)
  (canContain CabinetType ClothType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType ToiletPaperType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType ToiletPaperType)
  (canContain DrawerType ClothType)
  (canContain DrawerType SoapBarType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType ToiletPaperType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType ToiletPaperType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SoapBottleType)
  (canContain SinkBasinType ToiletPaperType)
  (receptacleType GarbageCan_bar__plus_02_dot_09_bar__minus_00_dot_02_bar__minus_00_dot_79 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_02_dot_09_bar__minus_00_dot_02_bar__minus_00_dot_79 loc_bar__minus_4_bar_7_bar_0_bar_60)
  (receptacleType Sink_bar__minus_00_dot_75_bar__minus_00_dot_54_bar__minus_02_dot_20_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_75_bar__minus_00_dot_54_bar__minus_02_dot_20_bar_SinkBasin loc_bar__minus_7_bar__minus_2_bar_0_bar_30)
  (receptacleType CounterTop_bar__plus_02_dot_45_bar__plus_01_dot_15_bar__minus_02_dot_34 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_02_dot_45_bar__plus_01_dot_15_bar__minus_02_dot_34 loc_bar__minus_2_bar__minus_8_bar_3_bar_30)
  (receptacleType Drawer_bar__minus_01_dot_20_bar__minus_00_dot_56_bar__minus_00_dot_29 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_01_dot_20_bar__minus_00_dot_56_bar__minus_00_dot_29 loc_bar_5_bar__minus_4_bar_1_bar_30)
  (openable Drawer_bar__minus_01_dot_20_bar__minus_00_dot_56_bar__minus_00_dot_29)
  (receptacleType Cabinet_bar__plus_02_dot_19_bar__plus_02_dot_17_bar__minus_01_dot_61 CabinetType)
  (receptacleAtLocation Cabinet_bar__plus_02_dot_19_bar__plus_02_dot_17_bar__minus_01_dot_61 loc_bar__minus_6_bar_0_bar_2_bar_45)
  (openable Cabinet_bar__plus_02_dot_19_bar__plus_02_dot_17_bar__minus_01_dot_61)
  (objectType Cloth_bar__plus_00_dot_28_bar__plus_02_dot_19_bar__plus_01_dot_79 ClothType)
  (inReceptacle Cloth_bar__plus_00_dot_28_bar__plus_02_dot_19_bar__plus_01_dot_79 GarbageCan_bar__plus_02_dot_09_bar__minus_00_dot_02_bar__minus_00_dot_79)
  (objectAtLocation Cloth_bar__plus_00_dot_28_bar__plus_02_dot_19_bar__plus_01_dot_79 loc_bar__minus_4_bar_7_bar_0_bar_60)
  (pickupable Cloth_bar__plus_00_dot_28_bar__plus_02_dot_19_bar__plus_01_dot_79)
  (cleanable Cloth_bar__plus_00_dot_28_bar__plus_02_dot_19_bar__plus_01_dot_79)
  (objectType ToiletPaper_bar__plus_00_dot_01_bar__plus_00_dot_51_bar__minus_01_dot_64 ToiletPaperType)
  (inReceptacle ToiletPaper_bar__plus_00_dot_01_bar__plus_00_dot_51_bar__minus_01_dot_64 CounterTop_bar__plus_02_dot_45_bar__plus_01_dot_15_bar__minus_02_dot_34)
  (objectAtLocation ToiletPaper_bar__plus_00_dot_01_bar__plus_00_dot_51_bar__minus_01_dot_64 loc_bar__minus_2_bar__minus_8_bar_3_bar_30)
  (pickupable ToiletPaper_bar__plus_00_dot_01_bar__plus_00_dot_51_bar__minus_01_dot_64)
  (objectType SoapBar_bar__minus_01_dot_84_bar__plus_00_dot_18_bar__minus_00_dot_66 SoapBarType)
  (inReceptacle SoapBar_bar__minus_01_dot_84_bar__plus_00_dot_18_bar__minus_00_dot_66 Cabinet_bar__plus_02_dot_19_bar__plus_02_dot_17_bar__minus_01_dot_61)
  (objectAtLocation SoapBar_bar__minus_01_dot_84_bar__plus_00_dot_18_bar__minus_00_dot_66 loc_bar__minus_6_bar_0_bar_2_bar_45)
  (pickupable SoapBar_bar__minus_01_dot_84_bar__plus_00_dot_18_bar__minus_00_dot_66)
  (cleanable SoapBar_bar__minus_01_dot_84_bar__plus_00_dot_18_bar__minus_00_dot_66)
  (objectType SoapBottle_bar__plus_00_dot_69_bar__plus_00_dot_41_bar__plus_00_dot_84 SoapBottleType)
  (inReceptacle SoapBottle_bar__plus_00_dot_69_bar__plus_00_dot_41_bar__plus_00_dot_84 CounterTop_bar__plus_02_dot_45_bar__plus_01_dot_15_bar__minus_02_dot_34)
  (objectAtLocation SoapBottle_bar__plus_00_dot_69_bar__plus_00_dot_41_bar__plus_00_dot_84 loc_bar__minus_2_bar__minus_8_bar_3_bar_30)
  (pickupable SoapBottle_bar__plus_00_dot_69_bar__plus_00_dot_41_bar__plus_00_dot_84)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o ClothType)
                    (receptacleType ?r DrawerType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
